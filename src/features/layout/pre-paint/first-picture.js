/*
 * Holds back the pictures marked data-after-first-picture (lazy, below the first screen)
 * until the first screen's picture is painted: on a slow link, every picture fetched beside
 * it takes a share of its bandwidth. Without script they load as lazy pictures always do.
 * docs/decisions/0025-the-first-picture-first.md; kept in step with src/styles.css.
 */
;(function () {
  var root = document.documentElement
  var held = true
  /** @type {PerformanceObserver | null} */
  var paints = null
  function release() {
    if (!held) return
    held = false
    root.removeAttribute('data-first-picture')
    if (paints) paints.disconnect()
  }
  function afterNextFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(release)
    })
  }
  root.setAttribute('data-first-picture', 'waiting')
  setTimeout(release, 4000)
  var paintsReported =
    typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') !== -1
  if (paintsReported) {
    paints = new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (/** @type {PerformanceEntry & { element?: Element }} */ entry) {
        if (entry.element && entry.element.getAttribute('fetchpriority') === 'high') release()
      })
    })
    paints.observe({ type: 'largest-contentful-paint', buffered: true })
  }
  addEventListener('load', function () {
    var first = /** @type {HTMLImageElement | null} */ (document.querySelector('img[fetchpriority="high"]'))
    // Nothing here may ask for a layout: the page can load before its first frame, and a
    // layout forced now would be that frame's whole layout in one long task.
    var loaded = first && first.complete && first.naturalWidth > 0
    // Its largest-paint entry releases them, or this second if the visitor acted first;
    // a page without such a picture, or a browser that reports no paints, after a frame.
    if (paintsReported && loaded) setTimeout(release, 1000)
    else afterNextFrame()
  })
})()
