import { afterEach, describe, expect, it, vi } from "vitest";

import { createTabChannel, type TabChannel } from "./tab-channel";

const open: TabChannel[] = [];
/** A tab's end of the channel `name` (each a BroadcastChannel of its own, as two tabs have). */
function tab(name = "scan-queue-test"): TabChannel {
  const channel = createTabChannel(name);
  open.push(channel);
  return channel;
}

afterEach(() => {
  open.splice(0).forEach((channel) => channel.close());
});

/** Lets the channel deliver what was posted (BroadcastChannel delivers asynchronously). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("createTabChannel", () => {
  it("tells every other tab of a change, once per announcement, and not the tab that announced it", async () => {
    const [first, second, third] = [tab(), tab(), tab()];
    const heard = { first: vi.fn(), second: vi.fn(), third: vi.fn() };
    first.listen(heard.first);
    second.listen(heard.second);
    third.listen(heard.third);
    first.announce();
    first.announce();
    await delivered();
    expect(heard.first).not.toHaveBeenCalled();
    expect(heard.second).toHaveBeenCalledTimes(2);
    expect(heard.third).toHaveBeenCalledTimes(2);
  });

  it("keeps channels of other names apart, and stops telling a listener that unsubscribed", async () => {
    const [sender, receiver, elsewhere] = [tab(), tab(), tab("copies-test")];
    const heard = vi.fn();
    const other = vi.fn();
    const unsubscribe = receiver.listen(heard);
    elsewhere.listen(other);
    sender.announce();
    await delivered();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    unsubscribe();
    sender.announce();
    await delivered();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("does nothing where the browser has no BroadcastChannel", () => {
    const channel = createTabChannel("scan-queue-test", null);
    const heard = vi.fn();
    channel.listen(heard)();
    expect(() => channel.announce()).not.toThrow();
    expect(heard).not.toHaveBeenCalled();
  });
});
