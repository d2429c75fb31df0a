/**
 * The designers' page 'Состояния' (stories/states/Состояния.mdx): per screen machine, its states, each with the
 * path that reaches it (the events in words, from the model's shortest path) and a link to its story. Reads the
 * plan the Vite plugin serves (`virtual:gallery-plan`, gallery/node.ts), the same the stories are made from.
 */
import plans from 'virtual:gallery-plan';
import type { ScreenPlan } from './plan';

/** The story in the manager (the page is in the preview's frame, beside index.html). */
const storyHref = (id: string) => `./?path=/story/${id}`;

function Screen({ plan }: { plan: ScreenPlan }) {
  return (
    <section aria-labelledby={`screen-${plan.key}`} style={{ marginBottom: 32 }}>
      <h2 id={`screen-${plan.key}`}>{plan.title}</h2>
      <p>
        Машина <code>{plan.machine}</code> (модели: {plan.models.join(', ')}): {plan.reachable.length}{' '}
        состояний, {plan.states.length} историй.
        {plan.transient.length ? (
          <>
            {' '}
            Проходные (машина в них не останавливается, показать нечего):{' '}
            {plan.transient.map((t) => (
              <code key={t}>{t} </code>
            ))}
          </>
        ) : null}
      </p>
      <ol>
        {plan.states.map((state) => (
          <li key={state.exportName} style={{ marginBottom: 8 }}>
            <a href={storyHref(state.id)} target="_top">
              {state.name}
            </a>{' '}
            <small>({state.nodes.map((n) => n.split('.').slice(1).join('.')).join(', ')})</small>
            <div>
              {state.steps.length ? (
                <small>Путь: {state.steps.join(' → ')}</small>
              ) : (
                <small>Начальное состояние (без событий).</small>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function StatesIndex() {
  const all = plans as ScreenPlan[];
  return (
    <>
      <p>
        {all.length} экранных машин, {all.reduce((n, p) => n + p.reachable.length, 0)} состояний,{' '}
        {all.reduce((n, p) => n + p.states.length, 0)} историй. Экраны:{' '}
        {all.map((p, i) => (
          <span key={p.key}>
            <a href={`#screen-${p.key}`}>{p.title}</a>
            {i < all.length - 1 ? ', ' : ''}
          </span>
        ))}
        .
      </p>
      {all.map((plan) => (
        <Screen key={plan.key} plan={plan} />
      ))}
    </>
  );
}
