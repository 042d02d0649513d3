import sys

from cass_lsp.cli import main

sys.exit(main())
