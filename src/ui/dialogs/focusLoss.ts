/** Whether focus has fallen to the page (the document's body), as when the focused control went away. */
export const focusDroppedToPage = () => document.activeElement === null || document.activeElement === document.body

/**
 * Calls `lost` once if `element`, given focus back as a dialog closed, leaves the page while it still
 * holds focus: a deposit channel's button gives way to the order it opened when the order arrives,
 * which can be just after the success dialog closed, and focus then fell to the document's body.
 * Watching ends once focus moves on with the element still there. Returns a function that ends it.
 */
export function watchFocusedRemoval(element: HTMLElement, lost: () => void): () => void {
  const observer = new MutationObserver(() => {
    if (element.isConnected) return
    stop()
    if (focusDroppedToPage()) lost()
  })
  // A removal may itself blur the element; only a move with the element still on the page ends the watch.
  const onFocusOut = () => setTimeout(() => element.isConnected && stop())
  function stop() {
    observer.disconnect()
    element.removeEventListener('focusout', onFocusOut)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  element.addEventListener('focusout', onFocusOut)
  return stop
}
