"""The signed visitor a page's kernel trusts: only the server's key, for this kernel, opens it."""

from __future__ import annotations

from euchre.progress.visitor import (
    IDENTITY_ENV,
    KERNEL_ID_ENV,
    KEY_ENV,
    Visitor,
    current_visitor,
    issue,
    new_browser_id,
    new_key,
    read,
)


def test_a_visitor_reads_back_in_the_kernel_it_was_issued_for() -> None:
    key = new_key()
    visitor = Visitor(teacher=True, browser=new_browser_id(), client="192.0.2.7")
    env = {IDENTITY_ENV: issue(visitor, "k-1", key), KERNEL_ID_ENV: "k-1", KEY_ENV: key}
    assert current_visitor(env) == visitor


def test_a_token_for_another_kernel_or_key_or_altered_is_nobody() -> None:
    key = new_key()
    token = issue(Visitor(teacher=True, browser="b"), "k-1", key)
    assert read(token, "k-2", key) is None
    assert read(token, "k-1", new_key()) is None
    data, mac = token.split(".")
    forged = issue(Visitor(teacher=True, browser="b"), "k-1", "guess")
    assert read(forged, "k-1", key) is None
    assert read(data[:-2] + "AA." + mac, "k-1", key) is None
    for junk in ("", ".", "a.b.c", "x" * 5000, "teacher"):
        assert read(junk, "k-1", key) is None


def test_no_key_in_the_kernel_means_no_visitor() -> None:
    token = issue(Visitor(teacher=True), "k-1", "")
    assert current_visitor({IDENTITY_ENV: token, KERNEL_ID_ENV: "k-1"}) is None


def test_each_browser_has_its_own_anonymous_learner() -> None:
    one, two = Visitor(browser=new_browser_id()), Visitor(browser=new_browser_id())
    assert one.anonymous_learner != two.anonymous_learner
    assert Visitor().anonymous_learner == ""
