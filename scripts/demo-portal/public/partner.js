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
}

function openWizard() {
  const url = new URL('/motor/', wizardUrl);
  url.searchParams.set('portal', form.elements.portal.value);
  for (const name of ['code', 'cislopz', 'poistenie', 'ecv']) {
    const value = form.elements[name].value.trim();
    if (value) url.searchParams.set(name, value);
  }
  frame.src = url.toString();
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  openWizard();
});

window.addEventListener('message', (event) => {
  // Anyone can post to this window; only the wizard's origin is listened to.
  if (event.origin !== wizardUrl.origin) return;
  const item = document.createElement('li');
  item.textContent = JSON.stringify(event.data);
  messages.append(item);
});

if (query.get('open') === '1') openWizard();
