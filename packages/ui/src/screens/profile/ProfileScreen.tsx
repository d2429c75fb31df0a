import type { ReactNode } from 'react';
import { LogOut, Mail } from 'lucide-react';
import { ru, ruAvr } from '@sakta/core';
import { uiStrings } from '../../lib/strings';
import { Button } from '../../primitives/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';

export interface ProfileUser {
  login: string;
  surname: string;
  name: string;
  patronymic: string | null;
  iin: string;
  phone: string | null;
  email: string | null;
  birthday: string | null;
  roleName: string;
}

export type ProfileTab = 'profile' | 'avr';

export interface ProfileScreenProps {
  user: ProfileUser;
  onLogout: () => void;
  /** The tab shown (each tab is a route: /profile/index, /profile/avr). */
  tab?: ProfileTab;
  onTab?: (tab: ProfileTab) => void;
  /** The АВР tab's content; without it there is no АВР tab (it is for the sale group). */
  avr?: ReactNode;
}

/**
 * Profile page content (inside AppShell): header, the 'Профиль' tab and, for the sale group, 'АВР' (spec part 1
 * section 2 "Profile").
 */
export function ProfileScreen({ user, onLogout, tab = 'profile', onTab, avr }: ProfileScreenProps) {
  const fullName = [user.surname, user.name, user.patronymic].filter(Boolean).join(' ');
  const initials = [user.surname, user.name].map((w) => w[0]?.toUpperCase() ?? '').join('');
  const rows: [string, string | null][] = [
    [ru.profile.login, user.login],
    [ru.profile.fullName, fullName],
    [ru.profile.iin, user.iin],
    [ru.profile.phone, user.phone],
    [ru.profile.email, user.email],
    [ru.profile.birthday, user.birthday],
  ];

  return (
    <div data-slot="profile-screen" className="grid max-w-4xl gap-6">
      <section className="flex flex-col gap-5 rounded-xl border bg-card p-6 shadow-card sm:flex-row sm:items-center">
        <span
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xl font-semibold text-primary"
          aria-hidden="true"
        >
          {initials}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="text-xl font-semibold tracking-tight text-foreground">
            <span>{user.surname}</span> <span>{user.name}</span>
            {user.patronymic ? (
              <>
                {' '}
                <span>{user.patronymic}</span>
              </>
            ) : null}
          </h2>
          <p className="text-sm font-medium text-primary">{user.roleName}</p>
          {user.email ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <Mail className="size-3.5" aria-hidden="true" />
              {user.email}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={onLogout} className="self-start sm:self-center">
          <LogOut aria-hidden="true" />
          {ru.profile.logout}
        </Button>
      </section>

      <Tabs value={avr === undefined ? 'profile' : tab} onValueChange={(v) => onTab?.(v as ProfileTab)}>
        <TabsList>
          <TabsTrigger value="profile">{ru.profile.tabProfile}</TabsTrigger>
          {avr !== undefined ? <TabsTrigger value="avr">{ruAvr.tab}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="profile">
          <div className="rounded-xl border bg-card shadow-card">
            <dl className="divide-y">
              {rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 px-6 py-3.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="text-sm font-medium break-words text-foreground">
                    {value || uiStrings.notSet}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </TabsContent>
        {avr !== undefined ? <TabsContent value="avr">{avr}</TabsContent> : null}
      </Tabs>
    </div>
  );
}
