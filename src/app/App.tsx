// Bare shell until the statechart and screens land (issues "Statechart" and "Sections 1–2").
export function App() {
  return (
    <main>
      <h1>Nahlásenie poistnej udalosti</h1>
      <p>Formulár sa pripravuje.</p>
    </main>
  );
}
