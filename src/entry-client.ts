import { yieldToBrowser } from './startup/yield-to-browser'

/**
 * React DOM is most of the script a page runs. Evaluating it in a task of its own, then the router
 * and the site's code in the next, keeps each task short, so a visitor's tap is never held up for
 * long. The page's loader has already started every download in the order (src/startup/page-loader.ts).
 */
async function start(): Promise<void> {
  await import('react-dom/client')
  await yieldToBrowser()
  const { startClient } = await import('./app/start-client')
  await yieldToBrowser()
  await startClient()
}

void start()
