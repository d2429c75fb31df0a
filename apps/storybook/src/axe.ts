import axe from 'axe-core';

/**
 * Serious and critical axe violations inside `root` (the whole document by default, so Radix portals count).
 * 'color-contrast' is off: jsdom does no layout or CSS cascade, so axe cannot compute colours there; contrast is
 * checked by the Playwright axe runs against the real browser.
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}
