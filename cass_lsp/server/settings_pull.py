"""The settings from the client: ``initializationOptions`` on ``initialized``, then pulled with
``workspace/configuration`` (where the client has it) on every ``didChangeConfiguration``, or
taken from that notification's payload where it cannot be pulled. Values that are not accepted
are shown in one message and replaced by their defaults (``cass_lsp.settings``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from typing import TYPE_CHECKING, Any

from lsprotocol import types

from cass_lsp.settings import SECTION, load_settings

if TYPE_CHECKING:
    from cass_lsp.server.host import Host

logger = logging.getLogger(__name__)


def apply_settings(server: Host, data: Any, origin: str) -> None:
    settings, errors = load_settings(data)
    errors += server.session.apply_settings(settings)
    if errors:
        server.show(
            f"cass-lsp: some settings ({origin}) were not accepted:\n" + "\n".join(errors), types.MessageType.Warning
        )
    server.dispatch.notify("settings_changed", settings)


async def pull_settings(server: Host) -> bool:
    """Pull and apply the settings; False where the client cannot be asked (or did not answer)."""
    if not server.client_supports("workspace.configuration"):
        return False
    try:
        request = server.workspace_configuration_async(
            types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
        )
        result = await asyncio.wait_for(asyncio.shield(request), timeout=10)  # shielded, as in progress()
    except Exception as exc:
        logger.warning("workspace/configuration failed: %r", exc)
        return False
    if result and isinstance(result[0], dict):
        apply_settings(server, result[0], "workspace/configuration")
    return True


async def register_for_changes(server: Host) -> None:
    """Ask for ``didChangeConfiguration`` of our section where the client registers dynamically."""
    if not server.client_supports("workspace.did_change_configuration.dynamic_registration"):
        return
    with contextlib.suppress(Exception):
        await server.client_register_capability_async(
            types.RegistrationParams(
                registrations=[
                    types.Registration(
                        id=str(uuid.uuid4()),
                        method=types.WORKSPACE_DID_CHANGE_CONFIGURATION,
                        register_options=types.DidChangeConfigurationRegistrationOptions(section=SECTION),
                    )
                ]
            )
        )
