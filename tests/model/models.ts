// The machines a model run replays in the browser, in report order.
import type { BrowserModel } from './browserModel'
import { depositGateModel } from './models/depositGate'
import { memberDialogsModel, visitorDialogsModel } from './models/dialogs'
import { languageModel } from './models/language'
import { pointTransferModel } from './models/pointTransfer'
import { depositFlowModel } from './models/depositFlow'
import { iosPwaModel, pwaModel, workerPwaModel } from './models/pwa'
import { sessionModel } from './models/session'

export const browserModels: BrowserModel[] = [sessionModel, visitorDialogsModel, memberDialogsModel, depositGateModel, languageModel, pointTransferModel, depositFlowModel, pwaModel, iosPwaModel, workerPwaModel]
