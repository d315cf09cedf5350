// Types of scriptRecorder.mjs for the tests.
import type { Page } from '@playwright/test'

export interface ScriptRecording {
  /** Milliseconds since the last script arrived. */
  quietFor(): number
  /** Ends the recording; the bodies of every script recorded, one per path. */
  stop(): Promise<Buffer[]>
}

export declare function recordScripts(page: Page): ScriptRecording
