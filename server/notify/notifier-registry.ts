import { chatWebhookNotifier } from './chat-webhook-notifier'
import { mailNotifier } from './mail-notifier'
import type { NotifierModule } from './notifier'

/**
 * Every way the relay can tell the owner of a lead, by its name in NOTIFIERS. A new one is a
 * module beside these (its variables' schema and its `create`) and one line here.
 */
export const notifierModules: readonly NotifierModule[] = [mailNotifier, chatWebhookNotifier]

export function findNotifierModule(name: string): NotifierModule | undefined {
  return notifierModules.find((module) => module.name === name)
}
