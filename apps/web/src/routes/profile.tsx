import { ProfilePage } from '../lib/profile';

/** Profile (spec part 1 section 2): the session user's data and logout; the АВР tab links to /profile/avr. */
export function Component() {
  return <ProfilePage tab="profile" />;
}
