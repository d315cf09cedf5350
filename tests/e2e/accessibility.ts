// axe-core over what a browser test shows: the page a test leaves open, and every dialog the moment
// a test first acts on it. Only serious and critical findings count; helpers.ts wires this into the
// `test` every spec imports, so a new dialog or page is checked by the first test that opens it.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical'])
const TARGETS_SHOWN = 4

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
  // Legacy mode runs axe in the page itself: the default mode opens a page of its own to finish each
  // run, three to five times the cost, and this runs after every test. Passes are not collected.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  if (scope) builder.include(scope)
  const { violations } = await builder.analyze()
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
 * Checks every dialog while a test uses it: before each action or assertion Playwright runs this
 * handler if a dialog is visible, and a state of the dialog not audited yet is audited then. The
 * findings go to `report`; the dialog is left as it was.
 */
export async function auditDialogsAsTheyOpen(page: Page, report: (findings: Finding[]) => void) {
  const audited = new Set<string>()
  await page.addLocatorHandler(
    page.getByRole('dialog').last(),
    async () => {
      const state = await dialogState(page).catch(() => null)
      if (state === null || audited.has(state)) return
      const findings = await auditAccessibility(page, `dialog "${state.split('|')[0]}"`, '[role="dialog"]').catch(() => null)
      // A dialog that closed while axe ran is audited the next time it is seen.
      if (findings === null) return
      audited.add(state)
      report(findings)
    },
    { noWaitAfter: true },
  )
}
