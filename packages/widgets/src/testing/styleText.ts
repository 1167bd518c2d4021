/**
 * Every rule the page's (or a shadow root's) `<style>` elements hold, as text with single
 * spaces. The widgets insert rules through the CSSOM, which `textContent` does not show.
 */
export function styleText(root: ParentNode = document): string {
  return [...root.querySelectorAll('style')]
    .map((style) =>
      style.sheet?.cssRules.length
        ? [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n')
        : (style.textContent ?? ''),
    )
    .join('\n')
    .replace(/\s+/g, ' ');
}
