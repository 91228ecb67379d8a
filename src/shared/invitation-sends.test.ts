import { describe, expect, it } from 'vitest';
import {
  eventsText,
  fillTemplate,
  markSentBody,
  sendMessages,
  templateProblem,
  whatsappUrl,
} from './invitation-sends.ts';

const values = {
  nome: 'Família Souza',
  link: 'https://x/c/abc',
  data: '15 de maio de 2027',
  evento: 'Festa',
};

describe('templates', () => {
  it('fill every placeholder, whatever its case, and leave other braces alone', () => {
    expect(fillTemplate('{Nome}, {evento} em {DATA}: {link} {link} {outro}', values)).toBe(
      'Família Souza, Festa em 15 de maio de 2027: https://x/c/abc https://x/c/abc {outro}',
    );
  });

  it('need {link}, and know only their four placeholders', () => {
    expect(templateProblem('Olá {nome}, {link}')).toBeNull();
    expect(templateProblem('Olá {nome}')).toBe(sendMessages.templateNeedsLink);
    expect(templateProblem('Olá {convidado} {link}')).toBe(sendMessages.unknownPlaceholder('{convidado}'));
  });

  it('name the events in pt-BR, or the wedding when there are none', () => {
    expect(eventsText(['Cerimônia', 'Festa', 'Chá bar'])).toBe('Cerimônia, Festa e Chá bar');
    expect(eventsText([])).toBe('o casamento');
  });
});

describe('whatsappUrl', () => {
  it('opens wa.me on the number with the whole message encoded', () => {
    expect(whatsappUrl('5511987654321', 'Oi & tchau?\nhttps://x/c/a+b')).toBe(
      'https://wa.me/5511987654321?text=Oi%20%26%20tchau%3F%0Ahttps%3A%2F%2Fx%2Fc%2Fa%2Bb',
    );
  });
});

describe('markSentBody', () => {
  it('takes today by default and refuses a day to come', () => {
    expect(markSentBody.parse({ via: 'whatsapp' })).toEqual({
      kind: 'convite',
      via: 'whatsapp',
      sentOn: null,
    });
    const future = markSentBody.safeParse({ via: 'email', sentOn: '2999-12-31' });
    expect(future.success).toBe(false);
    expect(future.error?.issues[0]?.message).toBe(sendMessages.sentOnFuture);
  });
});
