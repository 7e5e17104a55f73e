import type { managerInvitationRoutes } from '@openset/contracts';
import type { RouteAddress } from '@openset/contracts/plain';

type InvitationRoutes = typeof managerInvitationRoutes;

/**
 * The two invitation routes the invitee's signed-out page calls before zod has loaded, as
 * addresses (as `authAddresses`): the compiler refuses a method or path that differs from the
 * route's in the contract (a type-only import: nothing of the schemas is loaded), and calls
 * through them are typed by the route's schemas.
 */
export const invitationAddresses: {
  preview: RouteAddress<InvitationRoutes['preview']>;
  accept: RouteAddress<InvitationRoutes['accept']>;
} = {
  preview: { method: 'GET', path: '/invitations/:hash' },
  accept: { method: 'POST', path: '/invitations/:hash' },
};
