"use client";

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessageOf, PortalApiError, portalFetch } from "./api";
import { formatWait } from "./format";
import type { Visitor } from "./types";

const EMAIL = /^\S+@\S+\.\S+$/;
const SAME_ANSWER =
  "For privacy, this page shows the same message for any address: if no code arrives within a few minutes, check the address with the person who sent you the link.";

/** A wait the server asked for (Retry-After): the send button stays off until it has passed. */
function useWait() {
  const [until, setUntil] = useState<number | null>(null);
  useEffect(() => {
    if (until === null) {
      return;
    }
    const timer = setTimeout(() => setUntil(null), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return { waiting: until !== null, start: (seconds: number) => setUntil(Date.now() + seconds * 1000) };
}

function waitMessage(error: PortalApiError, what: string): string {
  return error.retryAfter === null ? error.message : `${what} Wait ${formatWait(error.retryAfter)}, then try again.`;
}

/**
 * Sign-in with an emailed one-time code: the address first ("Send code"), then the six digits.
 * The answer to "Send code" is the same whether or not the address may answer (no address probing).
 */
export function SignInForm({
  portalId,
  onCodeSent,
  onSignedIn,
  onNotOpen,
}: {
  portalId: string;
  /** A code is on its way: a good moment to fetch what signing in shows next. */
  onCodeSent: () => void;
  onSignedIn: (visitor: Visitor) => void;
  /** 409: the request was paused or closed meanwhile. */
  onNotOpen: () => void;
}) {
  const [step, setStep] = useState<"email" | "code">("email");
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [codeError, setCodeError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState<"send" | "verify" | null>(null);
  const wait = useWait();
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentId = useId();

  useEffect(() => {
    if (step === "code") {
      codeRef.current?.focus();
    }
  }, [step]);

  const sendCode = async () => {
    setFormError(null);
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setEmailError("Enter your email address, like name@company.com.");
      emailRef.current?.focus();
      return;
    }
    setEmailError(undefined);
    setBusy("send");
    try {
      const answer = await portalFetch<{ message: string }>(portalId, "/sign-in/code", {
        method: "POST",
        body: { email: address },
      });
      setSent(answer.message);
      onCodeSent();
      setCode("");
      setCodeError(undefined);
      setStep("code");
      codeRef.current?.focus();
    } catch (error) {
      if (error instanceof PortalApiError && error.code === "rate_limited") {
        if (error.retryAfter !== null) {
          wait.start(error.retryAfter);
        }
        setFormError(waitMessage(error, "Too many codes were asked for."));
      } else if (error instanceof PortalApiError && error.status === 422) {
        setEmailError("Enter a valid email address.");
      } else {
        setFormError(errorMessageOf(error));
        if (error instanceof PortalApiError && error.code === "portal_not_open") {
          onNotOpen();
        }
      }
    } finally {
      setBusy(null);
    }
  };

  const signIn = async () => {
    setFormError(null);
    const digits = code.replace(/\D/g, "");
    if (digits.length !== 6) {
      setCodeError("Enter the six digits from the email.");
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    setBusy("verify");
    try {
      const visitor = await portalFetch<Visitor>(portalId, "/sign-in", {
        method: "POST",
        body: { email: email.trim(), code: digits },
      });
      onSignedIn(visitor);
    } catch (error) {
      const apiError = error instanceof PortalApiError ? error : null;
      if (apiError?.code === "invalid_sign_in_code") {
        setCodeError("That code is wrong, already used or expired. Check the latest email, or send a new code.");
        codeRef.current?.focus();
      } else if (apiError?.status === 422) {
        setCodeError("Enter the six digits from the email.");
        codeRef.current?.focus();
      } else if (apiError?.code === "too_many_attempts") {
        setFormError(waitMessage(apiError, "Too many codes were tried."));
      } else {
        setFormError(errorMessageOf(error));
        if (apiError?.code === "portal_not_open") {
          onNotOpen();
        }
      }
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (step === "email" ? sendCode() : signIn());
  };

  return (
    <form className="mt-3 space-y-4" onSubmit={submit} noValidate>
      {step === "email" ? (
        <FormField
          label="Your work email"
          description="We email a one-time code to the addresses allowed to answer this request."
          error={emailError}
          required
        >
          <Input
            ref={emailRef}
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
      ) : (
        <>
          <div
            id={sentId}
            className="space-y-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
          >
            <p role="status" className="text-slate-900 dark:text-slate-100">
              {sent} <span className="break-all font-medium">({email.trim()})</span>
            </p>
            <p className="text-slate-600 dark:text-slate-400">{SAME_ANSWER}</p>
          </div>
          <FormField label="Six-digit code" error={codeError} required>
            <Input
              ref={codeRef}
              className="w-40 font-mono tracking-widest"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              aria-describedby={sentId}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/[^\d ]/g, ""))}
            />
          </FormField>
        </>
      )}
      {step === "email" ? <p className="text-sm text-slate-600 dark:text-slate-400">{SAME_ANSWER}</p> : null}
      <FormError message={formError} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {step === "email" ? (
          <Button type="submit" loading={busy === "send"} disabled={wait.waiting}>
            Send code
          </Button>
        ) : (
          <>
            <Button type="submit" loading={busy === "verify"}>
              Sign in
            </Button>
            <Button
              variant="secondary"
              loading={busy === "send"}
              disabled={wait.waiting || busy === "verify"}
              onClick={() => void sendCode()}
            >
              Send a new code
            </Button>
            <Button
              variant="ghost"
              disabled={busy !== null}
              onClick={() => {
                setStep("email");
                setFormError(null);
                setSent(null);
                setTimeout(() => emailRef.current?.focus());
              }}
            >
              Use another address
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
