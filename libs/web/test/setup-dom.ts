// What antd needs from a browser that jsdom does not have: media queries (responsive hooks), ResizeObserver
// (overflow and motion helpers), getComputedStyle with a pseudo-element (scrollbar measuring) and MessageChannel
// (antd Form defers its watchers to a macrotask); and pointer capture, which Radix Toast's swipe handling uses.
const mediaQueryList = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
Object.defineProperty(window, 'matchMedia', { writable: true, value: mediaQueryList });

class NoResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });

// jsdom implements getComputedStyle only for the element itself and reports a pseudo-element as "not implemented".
const elementStyle = window.getComputedStyle.bind(window);
Object.defineProperty(window, 'getComputedStyle', { writable: true, value: (element: Element) => elementStyle(element) });

// A message is delivered to the other port as a timer task: the macrotask a MessageChannel gives, without Node's
// MessagePort, which would hold the test process open while a handler is set.
class TimerMessagePort {
  onmessage: ((event: MessageEvent) => void) | null = null;
  peer?: TimerMessagePort;
  postMessage(data: unknown) {
    setTimeout(() => this.peer?.onmessage?.(new MessageEvent('message', { data })));
  }
  start() {}
  close() {
    this.peer = undefined;
  }
}
class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}
Object.defineProperty(window, 'MessageChannel', { writable: true, value: TimerMessageChannel });

Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
