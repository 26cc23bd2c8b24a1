// The partner's side of the contract (README "Portals"): open the wizard with the portal's query
// parameters, and accept messages only from the wizard's own origin.
const wizardUrl = new URL(document.body.dataset.wizardUrl);
const form = document.getElementById('entry');
const frame = document.getElementById('wizard');
const messages = document.getElementById('messages');

// This page's own query fills the form (?portal=KZ&code=KZ001&open=1), so a link can open a case;
// a parameter the link leaves out is left out of the wizard's query too.
const query = new URLSearchParams(window.location.search);
if (query.has('portal')) {
  form.elements.portal.value = query.get('portal');
  for (const name of ['code', 'cislopz', 'ecv']) form.elements[name].value = query.get(name) ?? '';
  form.elements.poistenie.value = query.get('poistenie') ?? 'pov';
  // ?sign=0: the wizard opened with an unsigned link, to see the refusal (docs/portal-signing.md).
  form.elements.sign.checked = query.get('sign') !== '0';
}

/**
 * The wizard's URL for the form's parameters. Signed, it comes from this partner's server, which
 * holds the secret (docs/portal-signing.md); unsigned, it is built here (and refused by the wizard).
 */
async function openWizard() {
  const entry = new URLSearchParams({ portal: form.elements.portal.value });
  for (const name of ['code', 'cislopz', 'poistenie', 'ecv']) {
    const value = form.elements[name].value.trim();
    if (value) entry.set(name, value);
  }
  let search = entry.toString();
  if (form.elements.sign.checked) {
    const signed = await fetch(`/signed-entry?${search}`, { cache: 'no-store' });
    if (signed.ok) search = await signed.text();
  }
  frame.src = `${new URL('/motor/', wizardUrl)}?${search}`;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void openWizard();
});

window.addEventListener('message', (event) => {
  // Anyone can post to this window; only the wizard's origin is listened to.
  if (event.origin !== wizardUrl.origin) return;
  const item = document.createElement('li');
  item.textContent = JSON.stringify(event.data);
  messages.append(item);
});

if (query.get('open') === '1') void openWizard();
