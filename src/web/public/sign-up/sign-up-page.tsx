// `/crie-sua-conta/*` (SPEC 2.3): the three-step wizard around one draft. A person who signed in
// mid-way (new tab, login page) gets the draft back from the session.
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { fetchSession } from '../../lib/use-session.ts';
import { CoupleStep } from './couple-step.tsx';
import { EmailStep } from './email-step.tsx';
import { PasswordStep } from './password-step.tsx';
import { DraftContext, loadDraft, type SignUpDraft, saveDraft, stepPath } from './sign-up-draft.ts';

export default function SignUpPage() {
  const [draft, setDraft] = useState(loadDraft);
  const [ready, setReady] = useState(() => draft.accountEmail !== '');
  // Only the guarded steps wait for the session; step 1 shows at once.
  const guarded = /passo-[23]\/?$/.test(useLocation().pathname);

  const update = useCallback((patch: Partial<SignUpDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...patch };
      saveDraft(next);
      return next;
    });
  }, []);

  useEffect(() => {
    if (ready) return;
    let live = true;
    fetchSession()
      .then((session) => {
        const couple = session?.couple;
        if (!live || !session || !couple || couple.signUpStep >= 3) return;
        update({
          email: session.user.email,
          accountEmail: session.user.email,
          acceptedTerms: true,
          userName: couple.name1 ?? '',
          userGender: couple.gender1 ?? '',
          partnerName: couple.name2 ?? '',
          partnerGender: couple.gender2 ?? '',
          weddingDate: couple.weddingDate?.slice(0, 10) ?? '',
          reached: Math.min(3, couple.signUpStep + 1),
        });
      })
      .catch(() => {
        // No session to resume: the wizard starts from its own draft.
      })
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [ready, update]);

  if (!ready && guarded) {
    return (
      <p className="grid min-h-dvh place-items-center bg-cream text-muted" role="status">
        Carregando...
      </p>
    );
  }

  return (
    <DraftContext.Provider value={{ draft, update }}>
      <Routes>
        <Route path="passo-1" element={<EmailStep />} />
        <Route path="passo-2" element={<CoupleStep />} />
        <Route path="passo-3" element={<PasswordStep />} />
        <Route path="*" element={<Navigate to={stepPath(1)} replace />} />
      </Routes>
    </DraftContext.Provider>
  );
}
