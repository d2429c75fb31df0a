// The form kit's stories hold a control's value the way a machine would, so a story can be clicked and typed in.
import { useState, type ComponentType } from 'react';

/** `Component` with its `value` kept in state; `onValueChange` is still called (the story's action). */
export function controlled<V, P extends { value: V; onValueChange: (value: V) => void }>(
  Component: ComponentType<P>,
) {
  return function Controlled(props: P) {
    const [value, setValue] = useState(props.value);
    return (
      <Component
        {...props}
        value={value}
        onValueChange={(next: V) => {
          setValue(next);
          props.onValueChange(next);
        }}
      />
    );
  };
}
