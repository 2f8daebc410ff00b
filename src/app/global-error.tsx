'use client';

/**
 * The last resort, when even the layout failed to render: no translations can be trusted
 * here, so it speaks English and links home (SPEC.md section 8).
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
          textAlign: 'center',
          color: '#1e293b',
        }}
      >
        <main>
          <p style={{ fontSize: '3rem', fontWeight: 800, color: '#0f7186', margin: 0 }}>500</p>
          <h1 style={{ fontSize: '1.5rem' }}>Something went wrong</h1>
          <p>An unexpected error occurred on our side. Please try again in a moment.</p>
          <a
            href="/"
            style={{
              display: 'inline-block',
              marginTop: '1rem',
              padding: '0.75rem 1.25rem',
              borderRadius: '9999px',
              background: '#0f7186',
              color: '#fff',
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            Back to the home page
          </a>
        </main>
      </body>
    </html>
  );
}
