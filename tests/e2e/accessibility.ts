// axe-core over what a browser test shows: the page a test leaves open, and every dialog the moment
// a test first acts on it. Only serious and critical findings count; helpers.ts wires this into the
// `test` every spec imports, so a new dialog or page is checked by the first test that opens it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type axe from 'axe-core'

const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical'])
const TARGETS_SHOWN = 4
// The minified build: `axe.source` is the readable one, twice the size and twice the time to put in a page.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One serious or critical rule broken somewhere, with where and what axe suggests. */
export interface Finding {
  where: string
  rule: string
  impact: string
  help: string
  targets: string[]
  summary: string
}

/** Runs axe on the page, or on the part `scope` selects, and returns its serious and critical findings. */
export async function auditAccessibility(page: Page, where: string, scope?: string): Promise<Finding[]> {
  // axe-core is put in a document once, when it is first audited, and run in the page itself. The
  // @axe-core/playwright builder put its full source (1.5 MB) in twice per audit, which cost more than most audits
  // themselves, and this runs after every test and on every dialog a test opens. Passes are not collected.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async ({ include }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe
      const { violations } = await inPage.run(include ? { include: [include] } : document, { resultTypes: ['violations'] })
      return violations
    },
    { include: scope },
  )
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => ({
      where,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
      summary: v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '',
    }))
}

export function describeFindings(findings: readonly Finding[]): string {
  return findings
    .map((f) => {
      const more = f.targets.length > TARGETS_SHOWN ? ` and ${f.targets.length - TARGETS_SHOWN} more` : ''
      return `${f.where}: ${f.impact} ${f.rule} (${f.help}) at ${f.targets.slice(0, TARGETS_SHOWN).join(', ')}${more}. ${f.summary}`
    })
    .join('\n')
}

/** What distinguishes one state of the open dialog from another: its name and the controls and
 *  messages it holds; null when no dialog is open any more. Read at once, never waiting for one. */
function dialogState(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const node = Array.from(document.querySelectorAll('[role="dialog"]')).at(-1)
    if (!node) return null
    const name = node.getAttribute('aria-labelledby')
    const title = (name && document.getElementById(name)?.textContent) || node.getAttribute('aria-label') || ''
    const parts = node.querySelectorAll('input, select, textarea, button, a[href], h1, h2, h3, [role="alert"], [role="status"], fieldset[disabled]')
    return [title, ...Array.from(parts, (part) => `${part.tagName}:${part.getAttribute('name') ?? part.textContent?.trim() ?? ''}`)].join('|')
  })
}

/**
 * The dialog states this worker has audited, at the width they were shown, for all of its tests: the
 * Log in dialog alone opens in about forty tests, and each audit cost its test a second or two.
 */
const auditedDialogs = new Set<string>()

/**
 * Checks every dialog while a test uses it: before each action or assertion Playwright runs this
 * handler if a dialog is visible, and a state of the dialog not audited yet (by any test of this
 * worker) is audited then. The findings go to `report`; the dialog is left as it was.
 */
export async function auditDialogsAsTheyOpen(page: Page, report: (findings: Finding[]) => void) {
  await page.addLocatorHandler(
    page.getByRole('dialog').last(),
    async () => {
      const shown = await dialogState(page).catch(() => null)
      if (shown === null) return
      const state = `${page.viewportSize()?.width ?? 0}|${shown}`
      if (auditedDialogs.has(state)) return
      const findings = await auditAccessibility(page, `dialog "${shown.split('|')[0]}"`, '[role="dialog"]').catch(() => null)
      // A dialog that closed while axe ran is audited the next time it is seen.
      if (findings === null) return
      auditedDialogs.add(state)
      report(findings)
    },
    { noWaitAfter: true },
  )
}
