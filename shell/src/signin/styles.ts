// The sign-in page's look without MUI: the theme's palette, type scale and focus ring
// (libs/web-kit/src/ui/theme.ts). Every text/background pair meets WCAG AA; input and select
// borders (#6b7480 on white, 4.8:1) meet the 3:1 of non-text contrast.
export const SIGN_IN_CSS = `
body{margin:0;background:#f4f6f8;color:#1b2430;font-family:"Inter","Segoe UI","Helvetica Neue",Roboto,Arial,sans-serif;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}
.sg,.sg *,.sg *::before,.sg *::after{box-sizing:border-box}
.sg{min-height:100vh;display:grid;grid-template-columns:1fr}
.sg :focus-visible{outline:3px solid #1c5fa8;outline-offset:2px}
.sg-brand{display:none;flex-direction:column;justify-content:space-between;padding:48px;color:#fff;background:linear-gradient(160deg,#0b5f73 0%,#07414f 100%)}
.sg-brand-name{margin:0;font-size:1.5rem;font-weight:700;letter-spacing:.02em;line-height:1.334}
.sg-tagline{margin:0 0 16px;max-width:420px;font-size:2.125rem;font-weight:600;line-height:1.235}
.sg-brand-sub{margin:0;opacity:.85}
.sg-side{display:flex;flex-direction:column;padding:16px}
.sg-top{display:flex;justify-content:flex-end}
.sg-lang{display:inline-flex;flex-direction:column;gap:2px;font-size:.75rem;color:#4a5563}
.sg-lang select{min-width:140px;height:40px;padding:0 10px;font:inherit;font-size:1rem;color:#1b2430;background:#fff;border:1px solid #6b7480;border-radius:8px}
.sg-center{flex-grow:1;display:grid;place-items:center;padding:16px 0}
.sg-card{width:100%;max-width:420px;padding:24px;background:#fff;border:1px solid #d5dbe1;border-radius:8px}
.sg-card.is-shaking{animation:sg-shake 1s ease-in-out}
@keyframes sg-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-8px)}40%,60%{transform:translateX(8px)}}
.sg-kicker{margin:0 0 8px;color:#0b5f73;font-size:.875rem;font-weight:700}
.sg h1{margin:0;font-size:1.75rem;font-weight:600;letter-spacing:-.01em;line-height:1.167}
.sg-subtitle{margin:4px 0 24px;color:#4a5563}
.sg-fields{display:flex;flex-direction:column;gap:20px}
.sg-field>label{display:block;margin-bottom:6px;font-size:.875rem;font-weight:600}
.sg-input{position:relative}
.sg-input input{display:block;width:100%;height:56px;padding:16px 14px;font:inherit;color:inherit;background:#fff;border:1px solid #6b7480;border-radius:8px}
.sg-input input:hover{border-color:#1b2430}
.sg-input input:focus{border-color:#0b5f73;box-shadow:inset 0 0 0 1px #0b5f73}
.sg-input input.has-toggle{padding-right:56px}
.sg-toggle{position:absolute;top:8px;right:8px;width:40px;height:40px;display:grid;place-items:center;padding:0;border:0;border-radius:50%;background:transparent;color:#4a5563;cursor:pointer}
.sg-toggle:hover{background:rgba(0,0,0,.06)}
.sg-toggle svg{width:24px;height:24px;fill:currentColor}
.sg-notice{padding:8px 16px;border-radius:8px;font-size:.875rem;line-height:1.43}
.sg-notice.error{background:#fdeded;color:#5f2120}
.sg-notice.warning{background:#fff4e5;color:#663c00}
.sg-notice.info{background:#e5f6fd;color:#014361}
.sg-notice a{color:inherit;font-weight:600}
.sg-submit{display:block;width:100%;min-height:42px;padding:8px 22px;font:inherit;font-size:.9375rem;font-weight:600;color:#fff;background:#0b5f73;border:0;border-radius:8px;cursor:pointer}
.sg-submit:hover{background:#07414f}
.sg-submit:disabled{cursor:default;color:#5c6670;background:#e0e3e7}
.sg-link{align-self:flex-start;padding:4px 0;font:inherit;font-size:.875rem;color:#0b5f73;background:none;border:0;text-decoration:underline;cursor:pointer}
.sg-link:focus-visible{outline:3px solid #0b5f73;outline-offset:2px}
.sg-hint{margin:4px 0 0;font-size:.8125rem;color:#3d454d}
.sg-meter{height:6px;margin-top:6px;border-radius:3px;background:#e0e3e7;overflow:hidden}
.sg-meter span{display:block;height:100%}
.sg-meter .tooWeak{width:33%;background:#b3261e}.sg-meter .good{width:66%;background:#8a5a00}.sg-meter .strong{width:100%;background:#1b6e33}
.sg-flash{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:1400;display:flex;align-items:center;gap:12px;min-width:320px;max-width:calc(100% - 32px);padding:6px 8px 6px 16px;border-radius:8px;color:#fff;font-size:.875rem;box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px rgba(0,0,0,.14)}
.sg-flash.success{background:#1f6f3f}.sg-flash.info{background:#1c5fa8}.sg-flash.warning{background:#8a5300}.sg-flash.error{background:#b3261e}
.sg-flash button{margin-left:auto;width:32px;height:32px;display:grid;place-items:center;padding:0;border:0;border-radius:50%;background:transparent;color:inherit;font-size:1.25rem;line-height:1;cursor:pointer}
.sg-flash button:focus-visible{outline:3px solid #fff;outline-offset:0}
/* Sign-up and the demo */
.sg-check{display:flex;gap:8px;align-items:flex-start;font-size:.875rem}
.sg-check input{width:18px;height:18px;margin:2px 0 0}
.sg-alt{display:flex;flex-direction:column;gap:8px;margin-top:8px;padding-top:16px;border-top:1px solid #d5dbe1}
.sg-secondary{display:block;width:100%;min-height:42px;padding:8px 22px;font:inherit;font-size:.9375rem;font-weight:600;color:#0b5f73;background:#fff;border:1px solid #0b5f73;border-radius:8px;cursor:pointer}
.sg-secondary:hover{background:#e6f1f3}
.sg-secondary:disabled{cursor:default;color:#5c6670;border-color:#c0c6cc}
@media (min-width:600px){.sg-side{padding:32px}.sg-card{padding:40px}}
@media (min-width:900px){.sg{grid-template-columns:5fr 7fr}.sg-brand{display:flex}.sg-kicker{display:none}}
@media (prefers-reduced-motion:reduce){.sg-card.is-shaking{animation:none}}
`;
