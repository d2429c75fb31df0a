import { useSelector } from '@xstate/react';
import { ROLE_NAMES, selectUser } from '@sakta/core/shared';
import { ProfileScreen } from '@sakta/ui';
import { useSessionActor } from '../session/SessionProvider';

/** Profile (spec part 1 section 2): the session user's data and logout. The AVR tab comes with the AVR screen. */
export function Component() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  if (!user) return null;
  return (
    <ProfileScreen
      user={{
        login: user.login,
        surname: user.surname,
        name: user.name,
        patronymic: user.patronymic,
        iin: user.iin,
        phone: user.phone,
        email: user.email,
        birthday: user.birthday,
        roleName: ROLE_NAMES[user.role],
      }}
      onLogout={() => session.send({ type: 'LOGOUT' })}
    />
  );
}
