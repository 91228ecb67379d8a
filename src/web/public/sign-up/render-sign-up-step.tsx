// Component tests' start for a sign-up step: the draft, the step's address and the next step's.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { DraftContext, emptyDraft, type SignUpDraft, stepPath } from './sign-up-draft.ts';

/** Renders `element` as step `step`; returns the draft's `update` spy. */
export function renderSignUpStep(step: 1 | 2, element: ReactElement, draft: SignUpDraft = emptyDraft) {
  const next = step === 1 ? 2 : 3;
  const update = vi.fn();
  render(
    <DraftContext.Provider value={{ draft, update }}>
      <MemoryRouter initialEntries={[stepPath(step)]}>
        <Routes>
          <Route path={stepPath(step)} element={element} />
          <Route path={stepPath(next)} element={<p>{`Passo ${next}`}</p>} />
        </Routes>
      </MemoryRouter>
    </DraftContext.Provider>,
  );
  return update;
}
