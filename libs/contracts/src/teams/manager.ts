import { z } from 'zod';
import { emailSchema, idSchema, langSchema, listOf, pageQuerySchema, plainText, text } from '../common.js';
import { passwordSchema, usernameSchema } from '../auth/profile.js';
import { staffPermissionsSchema } from './permissions.js';
import { permissionOverridesSchema, teamColourSchema, teamSchema, teamTitleSchema } from './teams.js';

/**
 * The manager's API (spec sections 6 and 7, api-conventions.md): teams, staff, invitations and
 * the subscription, all served by the teams service. A manager sees and changes only the teams
 * of the organisation they own; another organisation's team, member or invitation answers
 * ERRNOTFOUND exactly as an unknown id.
 */

export const managerIdParamsSchema = z.strictObject({ id: idSchema });

// ---- Teams (/manager/teams) ----

/** A team as the manager's list shows it: the team and how many staff it holds. */
export const managerTeamSchema = teamSchema.extend({ memberCount: z.number().int().min(0) });
export type ManagerTeam = z.infer<typeof managerTeamSchema>;
export const managerTeamListSchema = listOf(managerTeamSchema);
export type ManagerTeamList = z.infer<typeof managerTeamListSchema>;

/**
 * POST /manager/teams. `colour` omitted: the next of the six colours (the cycle continues from
 * the organisation's number of teams). Every sharing flag starts readWrite, shared clients on
 * (DEFAULT_TEAM_PERMISSIONS). The manager's first team creates their organisation.
 */
export const createManagerTeamSchema = z.strictObject({
  title: teamTitleSchema,
  colour: teamColourSchema.optional(),
});
export type CreateManagerTeam = z.infer<typeof createManagerTeamSchema>;

/**
 * PUT /manager/teams/{id}: the whole team (title, colour, every flag). A screen's toggle sends
 * the team with one flag moved on: `nextShareLevel` for the sharing levels (readWrite -> false ->
 * readOnly -> readWrite), `!value` for the boolean flags. Members who have not set a flag of
 * their own get the new value on their next call.
 */
export const updateManagerTeamSchema = z.strictObject({
  title: teamTitleSchema,
  colour: teamColourSchema,
  ...staffPermissionsSchema.shape,
});
export type UpdateManagerTeam = z.infer<typeof updateManagerTeamSchema>;

/** Types accepted for a team logo, sniffed from the content. */
export const TEAM_LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const TEAM_LOGO_MAX_BYTES = 1024 * 1024;

/** GET /manager/teams/upload/logo: where and how to upload a team logo. */
export const teamLogoUploadInfoSchema = z.object({
  /** Path under /api with `{id}` for the team: `/manager/teams/{id}/logo`. */
  url: z.string(),
  field: z.literal('file'),
  maxBytes: z.number().int(),
  accept: z.array(z.string()),
});
export type TeamLogoUploadInfo = z.infer<typeof teamLogoUploadInfoSchema>;

// ---- Staff (/manager/staff) ----

export const STAFF_STATUSES = ['active', 'closed'] as const;
export const staffStatusSchema = z.enum(STAFF_STATUSES);

/** A row of the staff manager (spec section 3: columns 2FA, last login, team, permissions). */
export const staffMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  teamId: z.string(),
  teamTitle: z.string(),
  /** 2FA: secondary authentication on, by the member's profile or enforced by their flags. */
  secondaryAuth: z.boolean(),
  lastLogin: z.string().nullable(),
  status: staffStatusSchema,
  /** What the member may do now: the team's flags with the member's own values applied. */
  permissions: staffPermissionsSchema,
  /** The member's own values (null: the team's). */
  overrides: permissionOverridesSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  teamId: idSchema.optional(),
  /** Name, username or e-mail, as typed. */
  search: text(100, { trim: true }).optional(),
  status: staffStatusSchema.optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
export const staffListSchema = listOf(staffMemberSchema);
export type StaffList = z.infer<typeof staffListSchema>;

/** GET /manager/staff/{id}: the row, and how many clients the member is the primary contact of. */
export const staffDetailSchema = staffMemberSchema.extend({ clientCount: z.number().int().min(0) });
export type StaffDetail = z.infer<typeof staffDetailSchema>;

/**
 * PUT /manager/staff/{id}/permissions: one flag or more, one by one (spec section 6); a null
 * puts the flag back to the team's value. Effective on the member's next call.
 */
export const staffPermissionsUpdateSchema = z
  .strictObject(permissionOverridesSchema.partial().shape)
  .refine((body) => Object.keys(body).length > 0, { message: 'name at least one flag' });
export type StaffPermissionsUpdate = z.infer<typeof staffPermissionsUpdateSchema>;

/**
 * PUT /manager/staff/{id}/team: move a member to another team of the organisation; they start
 * from the new team's flags. `moveClients`: their clients go with them (they stay their primary
 * contact). Otherwise the clients stay in the old team and `primaryContactId`, a member of the old
 * team, becomes their primary contact; it is required when the member has clients
 * (ERRVALIDATION otherwise).
 */
export const changeTeamSchema = z.strictObject({
  teamId: idSchema,
  moveClients: z.boolean(),
  primaryContactId: idSchema.nullable().default(null),
});
export type ChangeTeam = z.infer<typeof changeTeamSchema>;
export type ChangeTeamInput = z.input<typeof changeTeamSchema>;
export const changeTeamResultSchema = z.object({
  member: staffMemberSchema,
  /** Clients whose primary contact changed to `primaryContactId` (0 when they moved along). */
  reassignedClients: z.number().int().min(0),
});
export type ChangeTeamResult = z.infer<typeof changeTeamResultSchema>;

/**
 * PUT /manager/staff/{id}/close: the account is closed (the seat is free again). Their sessions
 * end at once and their sign-in answers the staff-closed notice. Their clients keep their primary
 * contact unless `primaryContactId` (a member of the same team) takes them over.
 */
export const closeStaffSchema = z.strictObject({ primaryContactId: idSchema.nullable().default(null) });
export type CloseStaff = z.infer<typeof closeStaffSchema>;

// ---- Invitations (/manager/invitations, /invitations/{hash}) ----

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;
/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  teamId: z.string(),
  teamTitle: z.string(),
  /** The flags the new member starts with that differ from the team's (null: the team's). */
  overrides: permissionOverridesSchema,
  status: invitationStatusSchema,
  sentAt: z.string(),
  expiresAt: z.string(),
  /** The staff account made when it was accepted. */
  accountId: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListQuerySchema = pageQuerySchema.extend({ status: invitationStatusSchema.optional() });
export const invitationListSchema = listOf(invitationSchema);
export type InvitationList = z.infer<typeof invitationListSchema>;

/**
 * POST /manager/invitations: an e-mail with a single-use link (INVITATION_TTL_DAYS). Refused with
 * ERROPERATION `details: { key: 'maxSeats' }` ('You have reached your max allowed number of
 * seats.') when no invitation is left or every seat is taken (active staff plus pending
 * invitations). `overrides`: flags that differ from the team's.
 */
export const createInvitationSchema = z.strictObject({
  email: emailSchema,
  firstname: plainText(100).default(''),
  lastname: plainText(100).default(''),
  teamId: idSchema,
  lang: langSchema.default('en'),
  overrides: z.strictObject(permissionOverridesSchema.partial().shape).default({}),
});
export type CreateInvitation = z.infer<typeof createInvitationSchema>;
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** The shell's page an invitation e-mail links to (`<PUBLIC_URL>` before it). */
export const invitationPagePath = (token: string) => `/invitation/${encodeURIComponent(token)}`;

/** The `{hash}` of the invitation link: 43 base64url characters (256 bits). */
export const invitationHashParamsSchema = z.strictObject({ hash: text(100).min(1) });

/** GET /invitations/{hash}: what the invitee sees before choosing a username and password. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  teamTitle: z.string(),
  organisationTitle: z.string(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * POST /invitations/{hash}: the invitee's username and password; the staff account is made in
 * the invitation's team with its flags, and the link stops working. An unknown, used, revoked or
 * expired link: ERRNOTFOUND. A username already taken: ERROPERATION.
 */
export const acceptInvitationSchema = z.strictObject({
  username: usernameSchema,
  password: passwordSchema,
  firstname: plainText(100).optional(),
  lastname: plainText(100).optional(),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;
export const acceptedInvitationSchema = z.object({ ok: z.literal(true), username: z.string() });

// ---- Subscription (/manager/profile/subscription) ----

/** GET /manager/profile/subscription: seats and invitations as they stand; billing is a link out. */
export const subscriptionSchema = z.object({
  seats: z.number().int().min(0),
  activeStaff: z.number().int().min(0),
  pendingInvitations: z.number().int().min(0),
  /** Invitations the plan still allows (its allowance less those sent and not revoked). */
  invitationsLeft: z.union([z.number().int().min(0), z.literal('unlimited')]),
  trialUntil: z.string().nullable(),
  trialDaysLeft: z.number().int().nullable(),
  /** The outside billing system's page, or null when none is configured. */
  billingUrl: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
