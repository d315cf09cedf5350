/** Resolves in a task of its own: work after it lets the browser paint and answer a tap first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
