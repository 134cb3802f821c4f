import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress } from "./plumbing.ts";

function req(peer: string, forwarded?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  it("without a trusted proxy, is the socket's peer whatever the header says", () => {
    expect(clientAddress(req("203.0.113.9", "198.51.100.1"), 0)).toBe("203.0.113.9");
    expect(clientAddress(req("::ffff:203.0.113.9"), 0)).toBe("203.0.113.9");
  });

  it("behind one proxy, is the entry the proxy appended (right-most), never what the client wrote before it", () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    expect(clientAddress(req("10.0.0.2", "1.1.1.1, 198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(req("10.0.0.2", "spoofed, 2.2.2.2, 198.51.100.7"), 1)).toBe("198.51.100.7");
    expect(clientAddress(req("10.0.0.2", "198.51.100.7"), 1)).toBe("198.51.100.7");
  });

  it("behind two proxies, skips the nearer proxy's entry too", () => {
    expect(clientAddress(req("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1"), 2)).toBe("198.51.100.7");
  });

  it("falls back to the peer on no header or an entry that is not an address", () => {
    expect(clientAddress(req("10.0.0.2"), 1)).toBe("10.0.0.2");
    expect(clientAddress(req("10.0.0.2", "1.1.1.1, not-an-ip"), 1)).toBe("10.0.0.2");
  });

  it("writes IPv6 in one form", () => {
    expect(clientAddress(req("10.0.0.2", "2001:DB8:0:0:1::1"), 1)).toBe("2001:db8::1:0:0:1");
  });
});

describe("addressKey", () => {
  it("keys IPv6 on its /64 and IPv4 on the address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
  });
});
