import type { Preview } from '@storybook/react-vite';
import { LinkProvider, preloadDialog, Toaster, type UiLinkProps } from '@sakta/ui';
import '../stories/storybook.css';

/** Links stay inside the story: a plain anchor whose navigation is cancelled. */
function StoryLink({ to, onClick, ...props }: UiLinkProps) {
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
      {...props}
    />
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // toasterShowDetails: true renders the global Toaster with 'Показать детали' (admins).
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: { disable: true },
  },
  // The dialogs' code is a lazy chunk in the app; fetched before each story, a story's open dialog shows at once.
  loaders: [() => preloadDialog().then(() => ({}))],
  decorators: [
    (Story, context) => (
      <LinkProvider component={StoryLink}>
        <Story />
        <Toaster showDetails={Boolean(context.parameters.toasterShowDetails)} />
      </LinkProvider>
    ),
  ],
};

export default preview;
