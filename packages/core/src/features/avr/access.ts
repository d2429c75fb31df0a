import { inAnyGroup, type RoleId } from '../../shared/roles';

/**
 * Who has the profile's АВР tab and screen: the sale group (spec part 1 section 2 "Profile"). A file of its own,
 * so the profile page reads it without the АВР machine.
 */
export const hasAvrTab = (role: RoleId) => inAnyGroup(role, ['sale']);
