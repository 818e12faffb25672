// The director's score-keeper page: only the chosen game's options are shown (without
// the script every game's are, and the server reads only the chosen game's).
(function () {
  "use strict";
  const select = document.getElementById("keeper-game");
  if (!select) return;
  function show() {
    document.querySelectorAll(".game-options").forEach((box) => {
      box.hidden = box.dataset.game !== select.value;
    });
  }
  // a seat's choice names its player once the names are typed ("the first player named: Ann")
  const players = document.getElementById("keeper-players");
  function names() {
    const list = players.value.split(",").map((p) => p.trim()).filter((p) => p);
    document.querySelectorAll(".seat-name").forEach((span) => {
      const name = list[Number(span.dataset.seat)];
      span.textContent = name ? "(" + name + ")" : "";
    });
  }
  select.addEventListener("change", show);
  players.addEventListener("input", names);
  show();
  names();
})();
