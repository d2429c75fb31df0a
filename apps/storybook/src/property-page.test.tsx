import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import * as stories from '../stories/property/PropertyScreen.stories';
import { seriousViolations } from './axe';

const s = composeStories(stories);

describe('the property page', () => {
  it.each(Object.entries(s))('%s: no serious axe violation', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container).not.toBeEmptyDOMElement();
    expect(await seriousViolations()).toEqual([]);
  });
});
