import { createRoot } from 'react-dom/client';

/** The reference of `pnpm perf`: a bare React 19 page with one heading and a paragraph (no router, no CSS). */
createRoot(document.getElementById('root')!).render(
  <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
    <h1>Вход</h1>
    <p>Введите логин и пароль</p>
  </main>,
);
