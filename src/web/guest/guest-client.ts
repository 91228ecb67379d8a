// The guest site's interactive parts, on top of server-rendered HTML that works without them:
// countdown, music, the system share sheet, the photos' lightbox, the phone menu; the RSVP and
// message forms (React islands, guest-islands.ts) without a page reload, from the guest's first
// interaction on (defer-islands.ts).
import './guest.css';
import { hydrateIslandsWhenNeeded } from './defer-islands.ts';
import { enhanceLightbox } from './lightbox.ts';
import { countdownParts } from './sections/countdown.ts';
import { answeredHere } from './sections/own-answer.ts';
import { enhanceSiteMenu } from './site-menu.ts';

function startCountdown() {
  const el = document.querySelector<HTMLElement>('[data-countdown]');
  const date = el?.dataset.countdown;
  if (!el || !date) return;
  const cells = {
    days: el.querySelector('[data-unit="days"]'),
    hours: el.querySelector('[data-unit="hours"]'),
    minutes: el.querySelector('[data-unit="minutes"]'),
    seconds: el.querySelector('[data-unit="seconds"]'),
  };
  const tick = () => {
    const parts = countdownParts(date, Date.now());
    for (const [k, cell] of Object.entries(cells))
      if (cell) cell.textContent = String(parts[k as keyof typeof parts]);
  };
  tick();
  setInterval(tick, 1000);
}

function enhanceMusic() {
  const audio = document.querySelector<HTMLAudioElement>('[data-music]');
  const button = document.querySelector<HTMLButtonElement>('[data-music-toggle]');
  const label = document.querySelector('[data-music-label]');
  if (!audio || !button) return;
  button.addEventListener('click', () => {
    if (audio.paused) void audio.play();
    else audio.pause();
  });
  const sync = () => {
    const playing = !audio.paused;
    button.setAttribute('aria-pressed', String(playing));
    button.setAttribute('aria-label', playing ? 'Pausar música' : 'Tocar música');
    if (label) label.textContent = playing ? 'Pausar música' : 'Tocar música';
  };
  audio.addEventListener('play', sync);
  audio.addEventListener('pause', sync);
}

function enhanceShare() {
  const button = document.querySelector<HTMLButtonElement>('[data-share]');
  if (!button || !navigator.share) return;
  button.hidden = false;
  button.addEventListener('click', () => {
    void navigator
      .share({ title: document.title, url: window.location.href.split('?')[0] })
      .catch(() => undefined);
  });
}

startCountdown();
enhanceMusic();
enhanceShare();
enhanceLightbox();
enhanceSiteMenu();
// Last: the page's own buttons work from here on (defer-islands.ts).
hydrateIslandsWhenNeeded(() => import('./guest-islands.ts'), answeredHere());
