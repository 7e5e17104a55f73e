import type { StaffMember } from '@openset/contracts';

/** How the screens name a member: first and last name, else the username. */
export const memberName = (member: Pick<StaffMember, 'firstname' | 'lastname' | 'username'>): string =>
  [member.firstname, member.lastname].filter(Boolean).join(' ') || member.username;
