// The guest site's interactive parts, on top of server-rendered HTML that works without them:
// countdown, RSVP and message forms without a page reload, music, the system share sheet.
import './guest.css';
import { countdownParts } from './sections/countdown.ts';

document.documentElement.classList.add('js');
const slug = document.body.dataset.slug ?? '';

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

async function postJson(
  url: string,
  body: unknown,
): Promise<{ ok: boolean; data: { message?: string; error?: { message: string } } }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, data: await res.json().catch(() => ({})) };
  } catch {
    return {
      ok: false,
      data: { error: { message: 'Erro de conexão. Verifique sua internet e tente novamente.' } },
    };
  }
}

function showNotice(form: HTMLFormElement, ok: boolean, message: string) {
  const error = form.querySelector<HTMLElement>('[data-form-error]');
  if (!ok) {
    if (error) {
      error.textContent = message;
      error.hidden = false;
    }
    return;
  }
  if (error) error.hidden = true;
  const notice = document.createElement('p');
  notice.className = 'notice notice-ok';
  notice.setAttribute('role', 'status');
  notice.textContent = message;
  form.before(notice);
}

function enhanceRsvp() {
  const form = document.querySelector<HTMLFormElement>('[data-rsvp-form]');
  if (!form) return;
  const count = form.querySelector<HTMLInputElement>('[name="companions"]')!;
  const namesField = form.querySelector<HTMLElement>('[data-companion-names]')!;
  const companionsField = form.querySelector<HTMLElement>('[data-companions]')!;
  const textarea = namesField.querySelector('textarea')!;
  const list = document.createElement('div');
  list.className = 'field';
  namesField.hidden = true;
  namesField.after(list);

  const render = () => {
    const attending = form.querySelector<HTMLInputElement>('[name="attending"]:checked')?.value !== 'nao';
    companionsField.hidden = !attending;
    const n = attending ? Math.max(0, Math.min(20, Number(count.value) || 0)) : 0;
    const current = [...list.querySelectorAll('input')].map((i) => i.value);
    list.replaceChildren(
      ...Array.from({ length: n }, (_, i) => {
        const id = `rsvp-companion-${i + 1}`;
        const wrap = document.createElement('div');
        wrap.className = 'field';
        const label = document.createElement('label');
        label.htmlFor = id;
        label.textContent = `Nome do acompanhante ${i + 1}`;
        const input = document.createElement('input');
        input.id = id;
        input.required = true;
        input.maxLength = 120;
        input.value = current[i] ?? '';
        wrap.append(label, input);
        return wrap;
      }),
    );
  };
  count.addEventListener('input', render);
  for (const r of form.querySelectorAll('[name="attending"]')) r.addEventListener('change', render);
  render();

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    if (button.disabled) return;
    const names = [...list.querySelectorAll('input')].map((i) => i.value.trim());
    textarea.value = names.join('\n');
    const data = new FormData(form);
    button.disabled = true;
    const { ok, data: reply } = await postJson(`/api/sites/${slug}/rsvps`, {
      name: data.get('name'),
      attending: data.get('attending') !== 'nao',
      companions: data.get('attending') === 'nao' ? 0 : Number(data.get('companions') || 0),
      companionNames: data.get('attending') === 'nao' ? [] : names,
      phone: data.get('phone'),
      email: data.get('email'),
      note: data.get('note'),
    });
    button.disabled = false;
    showNotice(
      form,
      ok,
      (ok ? reply.message : reply.error?.message) ?? 'Não foi possível enviar. Tente novamente.',
    );
    if (ok) form.hidden = true;
  });
}

function enhanceMessages() {
  const form = document.querySelector<HTMLFormElement>('[data-message-form]');
  const list = document.querySelector<HTMLUListElement>('[data-messages]');
  if (!form || !list) return;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    if (button.disabled) return;
    const data = new FormData(form);
    button.disabled = true;
    const { ok, data: reply } = await postJson(`/api/sites/${slug}/messages`, {
      authorName: data.get('authorName'),
      body: data.get('body'),
      website: data.get('website'),
    });
    button.disabled = false;
    const r = reply as {
      message?: string;
      error?: { message: string };
      item?: { authorName: string; body: string };
    };
    showNotice(form, ok, (ok ? r.message : r.error?.message) ?? 'Não foi possível enviar. Tente novamente.');
    if (ok && r.item) {
      list.querySelector('.message-empty')?.remove();
      const li = document.createElement('li');
      li.className = 'message';
      const body = document.createElement('p');
      body.className = 'message-body';
      body.textContent = r.item.body;
      const meta = document.createElement('p');
      meta.className = 'message-meta';
      meta.textContent = `— ${r.item.authorName}, agora`;
      li.append(body, meta);
      list.prepend(li);
    }
    if (ok) form.reset();
  });
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
enhanceRsvp();
enhanceMessages();
enhanceMusic();
enhanceShare();
