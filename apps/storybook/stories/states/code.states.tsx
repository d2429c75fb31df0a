import { fn } from 'storybook/test';
import { CodeConfirmation } from '@sakta/ui';
import { selectCodeView, type CodeConfirmationSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

export default statesOf('code', {
  component: CodeConfirmation,
  args: { onChange: fn(), onSend: fn(), onResend: fn(), onVerify: fn() },
  view: (s: CodeConfirmationSnapshot) => ({ view: selectCodeView(s) }),
  render: (props) => (
    <div className="max-w-md rounded-2xl border bg-card p-6 shadow-card">
      <CodeConfirmation {...props} />
    </div>
  ),
});
