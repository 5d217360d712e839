/**
 * A ref that moves the focus to its element when the element appears: a details panel opened
 * from a list (below it on a narrow screen, out of sight), or the view that replaces a pressed
 * button (Edit, Save), which would otherwise leave the focus on the page's body. The element
 * needs `tabIndex={-1}` unless it takes the focus already. Module-level, so React calls it once.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
