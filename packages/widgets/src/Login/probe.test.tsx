import { it } from 'vitest';
it('probe', () => {
  const style = document.createElement('style');
  style.textContent = `.a{display:none} @container (min-width: 600px) { .b { display:none } } .wrap{container-type:inline-size}`;
  document.head.appendChild(style);
  document.body.innerHTML = '<div class="wrap"><div class="a">a</div><div class="b">b</div></div>';
  console.log('a', getComputedStyle(document.querySelector('.a')!).display, 'b', getComputedStyle(document.querySelector('.b')!).display, window.innerWidth);
});
