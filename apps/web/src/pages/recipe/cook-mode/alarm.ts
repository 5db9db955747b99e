/**
 * How a finished timer gets attention: a beep made with Web Audio (no sound file to load), repeated until it
 * is stopped or a minute has passed; a vibration; and, when notifications are allowed, a notification shown
 * through the service worker's registration, which the system can show over a locked screen.
 */
const BEEP_EVERY_MS = 2_000
const BEEPS_AT_MOST = 30
const ICON = '/icons/icon-192.png'

let audio: AudioContext | undefined
const alarms = new Map<string, ReturnType<typeof setInterval>>()

/** Browsers start sound only after a tap: the tap that starts a timer makes the sound ready for its end. */
export function prepareSound(): void {
  try {
    audio ??= new AudioContext()
    void audio.resume()
  } catch {
    // No Web Audio: the alarm still shows, vibrates and notifies.
  }
}

function beep(): void {
  if (!audio) return
  try {
    const start = audio.currentTime
    for (const offset of [0, 0.25, 0.5]) {
      const tone = audio.createOscillator()
      const gain = audio.createGain()
      tone.frequency.value = 880
      gain.gain.setValueAtTime(0.3, start + offset)
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.18)
      tone.connect(gain).connect(audio.destination)
      tone.start(start + offset)
      tone.stop(start + offset + 0.2)
    }
  } catch {
    // A closed or suspended context: nothing to hear, the alarm still shows.
  }
}

export function startAlarm(id: string): void {
  if (alarms.has(id)) return
  let beeps = 1
  beep()
  // Not every browser can (Safari has no vibrate).
  if ('vibrate' in navigator) navigator.vibrate([300, 150, 300])
  const repeat = setInterval(() => {
    beeps += 1
    if (beeps > BEEPS_AT_MOST) stopAlarm(id)
    else beep()
  }, BEEP_EVERY_MS)
  alarms.set(id, repeat)
}

export function stopAlarm(id: string): void {
  clearInterval(alarms.get(id))
  alarms.delete(id)
}

function canNotify(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'granted'
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return 'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined
}

/** A notification that the timer is done; `url` is where a tap on it leads (the push worker opens it). */
export async function notifyDone(tag: string, title: string, body: string, url: string): Promise<void> {
  if (!canNotify()) return
  try {
    const worker = await registration()
    const options = { body, tag, icon: ICON, requireInteraction: true, data: { url } }
    if (worker) await worker.showNotification(title, options)
    else new Notification(title, options)
  } catch {
    // Refused or unsupported here (a page-made Notification on Android): the alarm on the page remains.
  }
}

export async function closeNotification(tag: string): Promise<void> {
  if (!canNotify()) return
  try {
    const worker = await registration()
    for (const shown of (await worker?.getNotifications({ tag })) ?? []) shown.close()
  } catch {
    // Nothing to close.
  }
}
