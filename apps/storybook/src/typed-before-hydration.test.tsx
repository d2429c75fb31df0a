// ui's fields on a server-rendered page that the browser hydrates (issue 45, apps/web src/boot.tsx): what a person
// typed before the app was live stays in the field and reaches the page's state; a field rendered in the browser
// reports nothing by itself.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { Input, PasswordInput } from '@sakta/ui';

function LoginFields({ onValues }: { onValues: (iin: string, password: string) => void }) {
  const [iin, setIin] = useState('');
  const [password, setPassword] = useState('');
  onValues(iin, password);
  return (
    <form>
      <Input aria-label="ИИН" name="iin" value={iin} onChange={(e) => setIin(e.target.value)} />
      <PasswordInput
        aria-label="Пароль"
        name="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </form>
  );
}

/** A person types into the server's markup before any script: the browser changes the field's value alone. */
function typeBeforeScripts(container: HTMLElement, name: string, text: string) {
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = text;
}

// hydrateRoot is driven by React's act() here, as Testing Library does for render
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('typed before hydration', () => {
  it('what was typed into the server-rendered fields reaches the state when the app hydrates them, and stays', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<LoginFields onValues={() => undefined} />);
    const serverField = container.querySelector('input[name="iin"]');
    typeBeforeScripts(container, 'iin', '900101');
    typeBeforeScripts(container, 'password', 'Sakta-demo');
    const onValues = fn();
    await act(async () => {
      root = hydrateRoot(container, <LoginFields onValues={onValues} />);
    });
    expect(onValues).toHaveBeenLastCalledWith('900101', 'Sakta-demo');
    // the same field, hydrated in place, holding what was typed; typing goes on from there
    expect(screen.getByLabelText('ИИН')).toBe(serverField);
    expect(screen.getByLabelText('ИИН')).toHaveValue('900101');
    await userEvent.type(screen.getByLabelText('ИИН'), '300047');
    expect(onValues).toHaveBeenLastCalledWith('900101300047', 'Sakta-demo');
    expect(screen.getByLabelText('ИИН')).toHaveValue('900101300047');
  });

  it('a field nobody typed into before hydration, or one rendered in the browser, reports nothing by itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<LoginFields onValues={() => undefined} />);
    const hydrated = fn();
    await act(async () => {
      root = hydrateRoot(container, <LoginFields onValues={hydrated} />);
    });
    expect(hydrated).toHaveBeenCalled();
    expect(hydrated).not.toHaveBeenCalledWith(expect.stringMatching(/./), expect.anything());
    const onChange = fn();
    render(<Input aria-label="АПС" value="Q1" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('АПС')).toHaveValue('Q1');
  });
});
