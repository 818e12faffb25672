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
  select.addEventListener("change", show);
  show();
})();
