import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold tracking-tight">Vendor Risk Platform</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">
        Third-party risk management with a public JSON API under <code className="font-mono">/v1</code>.
      </p>
      <h2 className="mt-10 text-xl font-semibold">Get started with the API</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700 dark:text-slate-300">
        <li>
          Create an organization: <code className="font-mono">POST /api/auth/signup</code>
        </li>
        <li>
          Get a session token: <code className="font-mono">POST /api/auth/token</code>
        </li>
        <li>
          Mint an API key: <code className="font-mono">POST /v1/api-keys</code>
        </li>
      </ol>
      <p className="mt-8">
        <Link
          href="/docs"
          className="font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300"
        >
          Read the API reference
        </Link>
      </p>
    </main>
  );
}
