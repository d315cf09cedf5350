// A worker the entry starts (main.tsx) to load Intl's locale data off the main thread. Whichever
// formatter a page builds first, number or date, loads it: 20-50 ms on this machine, four times
// that on a phone, and one task that no yielding can split. The data is kept for the whole
// renderer process, so once this worker has built its formatters the page's first costs well
// under a millisecond. Its name is the page's language; its message says the data is loaded.
new Intl.NumberFormat(self.name, {}).format(0)
new Intl.DateTimeFormat(self.name, {}).resolvedOptions()
postMessage(0)
self.close()
