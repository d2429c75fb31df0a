import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { ROLE_NAMES, selectUser } from '@sakta/core/shared';
import { hasAvrTab } from '@sakta/core/avr';
import { ProfileScreen, type ProfileTab } from '@sakta/ui';
import type { ReactNode } from 'react';
import { useSessionActor } from '../session/SessionProvider';

/**
 * The profile page of both tab routes (/profile/index, /profile/avr): the session user's data, logout, and the
 * АВР tab for the sale group (core's hasAvrTab); switching tabs changes the route.
 */
export function ProfilePage({ tab, avr }: { tab: ProfileTab; avr?: ReactNode }) {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const navigate = useNavigate();
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
      tab={tab}
      onTab={(next) => navigate(next === 'avr' ? '/profile/avr' : '/profile/index')}
      avr={hasAvrTab(user.role) ? (avr ?? null) : undefined}
      onLogout={() => session.send({ type: 'LOGOUT' })}
    />
  );
}
