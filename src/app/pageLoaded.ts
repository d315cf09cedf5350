/** Settles once the page's load event has fired (at once when it already has). */
export function pageLoaded(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
}
